import { MAX_SAVED_ADDRESSES } from '@/config/constants';
import { credentialMessages } from '@/lib/validation/credential-messages';

/**
 * Texts of the customer's own account page (/account). The spec has none for it: these are ours,
 * in its tone. Field rules and their messages are the signup form's and the order form's.
 */
export const accountMessages = {
  title: 'My account',
  lead: 'Your details, password and delivery addresses.',
  notRead: 'Could not load your account, please try again later!',

  detailsTitle: 'Your details',
  name: 'Full Name',
  mobile: 'Mobile No',
  email: 'Email',
  emailNote: 'Your Email is how you log in; it cannot be changed here.',
  saveDetails: 'Save details',
  detailsSaved: 'Your details were saved',
  detailsNotSaved: 'Could not save your details, please try again later!',

  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  currentPasswordMissing: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is not correct. Please try again.',
  weakPassword: credentialMessages.invalidPassword,
  passwordChanged: 'Your password was changed',
  passwordNotChanged: 'Could not change your password, please try again later!',

  addressesTitle: 'Saved delivery addresses',
  addressesLead: 'Checkout offers these, the last used first.',
  addressesNone: 'No saved addresses yet. Add one here, or save one when you check out.',
  address: 'Address',
  addAddress: 'Add address',
  editAddress: 'Edit',
  saveAddress: 'Save address',
  removeAddress: 'Remove',
  cancelEdit: 'Cancel',
  addressesFull: `You can save up to ${String(MAX_SAVED_ADDRESSES)} addresses. Remove one to add another.`,
  addressSaved: 'The address was saved',
  addressRemoved: 'The address was removed',
  addressesNotSaved: 'Could not save your addresses, please try again later!',

  deleteTitle: 'Delete my account',
  deleteExplain:
    'Deleting your account removes your details, saved addresses and cart, and you will not be able to log in with it again. Your orders stay with the shop for its records.',
  deleteQuestion: 'Are you sure you want to delete your account? This cannot be undone.',
  deletePasswordLabel: 'Your password',
  deletePasswordMissing: 'Please enter your password to delete your account',
  deleteButton: 'Delete my account',
  deleteConfirm: 'Yes, delete my account',
  deleteCancel: 'Keep my account',
  accountDeleted: 'Your account was deleted. Thank you for shopping with us.',
  deleteFailed: 'Could not delete your account, please try again later!',

  offline: 'Please connect to an internet connection and try again',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
