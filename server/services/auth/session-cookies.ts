import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { servicePrefix, type ServerConfig } from '../../config';
import { accessTokenSeconds } from '../../security/access-tokens';
import { accessCookie } from '../../security/session-guard';

export const refreshCookie = 'refresh_token';
export const loggedUserCookie = 'loggedUser';
export const refreshTokenDays = 30;

const refreshSeconds = refreshTokenDays * 24 * 60 * 60;

/**
 * The refresh cookie goes only to the auth service: its session calls, and the profile calls
 * that must know the current session (a password change keeps it while ending the others).
 */
export const refreshCookiePath = servicePrefix('auth');

function base(config: ServerConfig): CookieSerializeOptions {
  return { sameSite: 'lax', secure: config.publicUrl.startsWith('https://') };
}

export function setAccessCookies(reply: FastifyReply, config: ServerConfig, accessToken: string, username: string): void {
  reply.setCookie(accessCookie, accessToken, { ...base(config), httpOnly: true, path: '/', maxAge: accessTokenSeconds });
  // Readable by the front end, which learns the username from it (SPEC §3).
  reply.setCookie(loggedUserCookie, username, { ...base(config), httpOnly: false, path: '/', maxAge: refreshSeconds });
}

export function setRefreshCookie(reply: FastifyReply, config: ServerConfig, refreshToken: string): void {
  reply.setCookie(refreshCookie, refreshToken, { ...base(config), httpOnly: true, path: refreshCookiePath, maxAge: refreshSeconds });
}

export function clearSessionCookies(reply: FastifyReply, config: ServerConfig): void {
  reply.clearCookie(accessCookie, { ...base(config), httpOnly: true, path: '/' });
  reply.clearCookie(loggedUserCookie, { ...base(config), path: '/' });
  reply.clearCookie(refreshCookie, { ...base(config), httpOnly: true, path: refreshCookiePath });
}
