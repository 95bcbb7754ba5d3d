/** What the admins page's forms ask its route action to do. */
export type AdminsIntent = 'add' | 'change-own' | 'reset' | 'delete';

export type AdminsField = 'email' | 'password' | 'currentPassword' | 'newPassword' | 'repeatPassword';

/** The action's answer to one form: field errors, a failure in plain words, or done. */
export interface AdminsActionData {
  intent: AdminsIntent;
  ok?: boolean;
  errors?: Partial<Record<AdminsField, string>>;
  failure?: string;
  /** What happened, said on the page (e.g. the reset e-mail was sent). */
  notice?: string;
}
