/** What an auth form reads when its call never reached the server (spec 01 section 8). */
export const CONNECTION_ERROR = 'Connection error. Please try again.';
