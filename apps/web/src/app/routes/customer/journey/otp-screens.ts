// The journey screens that enter a one-time code (features/auth's OTP step, still MUI): one lazy
// chunk beside journey-screen.tsx's (issue 16, docs/decisions/027).
export { IndialendsOtpRoute } from './indialends-otp-route';
export { VerificationRoute } from './verification-route';
