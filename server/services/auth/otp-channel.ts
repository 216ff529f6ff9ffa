/** Where a one-time code goes. Below otp.ts and session-users.ts, which both name it. */
export type OtpChannel = 'email' | 'phone';
