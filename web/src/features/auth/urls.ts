export const signInPath = '/sign-in';
export const registerPath = '/register';
