-- Issue 36 (item 4): a code asked for from a device that signed in to the account before
-- (its signed mb_device cookie) belongs to that device: its sends, resend gap and wrong
-- guesses are the device's own, so a stranger spending the address's budget locks nobody out.
ALTER TABLE "otp_codes" ADD COLUMN "device_id" text;
