// Where a one-time data script writes: the emulators (the owner token, to which rules do not
// apply), or with `--project <id>` production through Firestore's REST API with the token in
// GOOGLE_OAUTH_ACCESS_TOKEN (a Google account that may write the project's Firestore).

/**
 * @param {string[]} argv
 * @returns {{ docsUrl: string, token: string, project: string | null }}
 */
export function firestoreTarget(argv = process.argv) {
  const index = argv.indexOf('--project');
  const project = index > 0 ? argv[index + 1] : null;
  if (project) {
    const token = process.env.GOOGLE_OAUTH_ACCESS_TOKEN;
    if (!token) {
      throw new Error(
        'Set GOOGLE_OAUTH_ACCESS_TOKEN (e.g. "$(gcloud auth print-access-token)") to write production data.',
      );
    }
    return {
      docsUrl: `https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents`,
      token,
      project,
    };
  }
  const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
  const emulatorProject = process.env.GCLOUD_PROJECT || 'demo-ayurveda-shop';
  return {
    docsUrl: `http://${host}/v1/projects/${emulatorProject}/databases/(default)/documents`,
    token: 'owner',
    project: null,
  };
}
