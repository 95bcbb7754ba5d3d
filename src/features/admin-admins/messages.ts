/** Texts of the admins page: the spec's (§8) verbatim, ours marked. */
export const adminAdminsMessages = {
  added: 'Added a new Admin Successfully',
  passwordUpdated: 'Password Updated Successfully',
  deleted: 'Admin Deleted Successfully',
  notFound: 'admins not found',
  // Ours
  resetSent: (email: string) => `A password reset e-mail was sent to ${email}.`,
  deleteQuestion: (email: string) =>
    `Delete the admin ${email}? They will no longer be able to use the admin area. Their login account stays: to make them an admin again, add the same e-mail with its current password.`,
  currentPasswordMissing: 'Please enter your current password',
  passwordsDiffer: 'The two new passwords do not match',
  failed: 'Something went wrong, please try again later!',
} as const;
