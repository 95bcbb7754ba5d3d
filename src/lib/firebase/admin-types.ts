/** Who is signed in as an admin: the account's lower-case e-mail and its uid. */
export interface AdminIdentity {
  email: string;
  uid: string;
}

/** admins/{email} as the admin area shows it. */
export interface Admin {
  email: string;
  uid: string;
  /** Epoch ms of the server time it was added. */
  createdAt: number;
  /** The e-mail of the admin who added it ('seed' for the demo admin). */
  createdBy: string;
}
