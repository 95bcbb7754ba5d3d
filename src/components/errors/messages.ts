/** The route error page (spec: 'Some Error Occured', details, 'Go back?') and the 404's details. */
export const errorMessages = {
  someErrorOccured: 'Some Error Occured',
  goBack: 'Go back?',
  pageNotFound: 'The page you are looking for does not exist.',
} as const;
