import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { generateOpaqueToken } from './tokens';

/**
 * OWASP "device cookies" (checklist item 9): after a successful sign-in the browser gets a cookie
 * naming a random device id, signed together with the account's e-mail. Failed sign-ins that
 * carry a valid one are counted per device, so an attacker, who has none, exhausts only the
 * account's limit for unknown devices and never locks the owner out of a browser they have used.
 */

/** A year: a showroom's counter computer keeps its standing between rare sign-ins. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Sent to the sign-in call only; the cookie is never a credential, it only picks a counter. */
const DEVICE_COOKIE_PATH = '/api/auth/login-enhanced';

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * One cookie per account, named by a digest of the e-mail, so several people signing in on one
 * showroom computer each keep their own.
 */
function cookieName(email: string): string {
  return `st_device_${createHash('sha256').update(normalise(email)).digest('hex').slice(0, 16)}`;
}

/** The signing key, kept apart from the access-token key though drawn from the same secret. */
function deviceKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('stonetool device cookie v1').digest();
}

function signature(secret: string, email: string, deviceId: string): string {
  return createHmac('sha256', deviceKey(secret))
    .update(`${normalise(email)}\n${deviceId}`)
    .digest('base64url');
}

/** The id of the device a valid cookie for this e-mail names, or null (none, forged, another account's). */
export function knownDeviceId(
  secret: string,
  cookieHeader: string | undefined,
  email: string,
): string | null {
  const name = `${cookieName(email)}=`;
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
    ?.slice(name.length);
  const [deviceId, sent] = value?.split('.') ?? [];
  if (!deviceId || !sent) return null;
  const expected = Buffer.from(signature(secret, email, deviceId));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/**
 * The Set-Cookie header after a successful sign-in: the device's id kept (or a new 256-bit one),
 * signed for this e-mail. HttpOnly, SameSite=Strict, and Secure whenever the request came over HTTPS.
 */
export function deviceCookieHeader(
  secret: string,
  email: string,
  deviceId: string | null,
  secure: boolean,
): string {
  const id = deviceId ?? generateOpaqueToken();
  return [
    `${cookieName(email)}=${id}.${signature(secret, email, id)}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
