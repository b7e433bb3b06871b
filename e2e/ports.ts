export const MAIN_PORT = 3100;
/** A second server whose access tokens expire after 2 s, for the transparent-refresh test. */
export const SHORT_TOKEN_PORT = 3101;
