import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { servicePrefix, type ServerConfig } from '../../../config';
import { accessTokenSeconds } from '../../../security/access-tokens';
import { accessCookieName, hostOnly } from '../../../security/session-guard';

const refreshCookie = 'refresh_token';
const deviceCookie = 'device';
const loginStepCookie = 'login_step';

/** The refresh cookie keeps its narrow path, so over https it takes the `__Secure-` prefix (`__Host-` needs the root path). */
export const refreshCookieName = (config: ServerConfig): string => (hostOnly(config) ? `__Secure-${refreshCookie}` : refreshCookie);
const loggedUserCookie = 'loggedUser';
/** Names the browser, not a session: a sign-in without a known one is from a new device (decision 022). */
export const deviceCookieName = (config: ServerConfig): string => (hostOnly(config) ? `__Secure-${deviceCookie}` : deviceCookie);
/** Names a login whose password was right and whose second factor is awaited (decision 023). */
export const loginStepCookieName = (config: ServerConfig): string => (hostOnly(config) ? `__Secure-${loginStepCookie}` : loginStepCookie);
/** How long the second step of a login may wait. */
export const loginStepSeconds = 5 * 60;
/** The longest a browser keeps a cookie. */
const deviceSeconds = 400 * 24 * 60 * 60;
/** A session lives at most this long from its login, however often it is refreshed. */
export const refreshTokenDays = 30;

const refreshSeconds = refreshTokenDays * 24 * 60 * 60;

/**
 * The refresh cookie goes only to the auth service: its session calls, and the profile calls
 * that must know the current session (a password change keeps it while ending the others).
 */
const refreshCookiePath = servicePrefix('auth');

function base(config: ServerConfig): CookieSerializeOptions {
  return { sameSite: 'lax', secure: config.publicUrl.startsWith('https://') };
}

export function setAccessCookies(reply: FastifyReply, config: ServerConfig, accessToken: string, username: string): void {
  reply.setCookie(accessCookieName(config), accessToken, { ...base(config), httpOnly: true, path: '/', maxAge: accessTokenSeconds });
  // Readable by the front end, which learns the username from it (docs/product.md §3).
  reply.setCookie(loggedUserCookie, username, { ...base(config), httpOnly: false, path: '/', maxAge: refreshSeconds });
}

/** The refresh cookie lives as long as its session may: `expiresAt` is the session's absolute end. */
export function setRefreshCookie(reply: FastifyReply, config: ServerConfig, refreshToken: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(refreshCookieName(config), refreshToken, { ...base(config), httpOnly: true, path: refreshCookiePath, maxAge });
}

/** Outlives sessions and logouts: it says this browser has signed in here before. */
export function setDeviceCookie(reply: FastifyReply, config: ServerConfig, token: string): void {
  reply.setCookie(deviceCookieName(config), token, { ...base(config), httpOnly: true, path: refreshCookiePath, maxAge: deviceSeconds });
}

export function setLoginStepCookie(reply: FastifyReply, config: ServerConfig, token: string): void {
  reply.setCookie(loginStepCookieName(config), token, { ...base(config), httpOnly: true, path: refreshCookiePath, maxAge: loginStepSeconds });
}

export function clearLoginStepCookie(reply: FastifyReply, config: ServerConfig): void {
  reply.clearCookie(loginStepCookieName(config), { ...base(config), httpOnly: true, path: refreshCookiePath });
}

export function clearSessionCookies(reply: FastifyReply, config: ServerConfig): void {
  reply.clearCookie(accessCookieName(config), { ...base(config), httpOnly: true, path: '/' });
  reply.clearCookie(loggedUserCookie, { ...base(config), path: '/' });
  reply.clearCookie(refreshCookieName(config), { ...base(config), httpOnly: true, path: refreshCookiePath });
}
