import type { SessionUser } from './sessions';

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The User entity of spec part 2 §3 (no hashes, tokens or session ids). */
export function presentUser(u: SessionUser) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    nickname: u.nickname,
    avatar: u.avatar,
    phone: u.phone,
    initials: initialsOf(u.name),
    confirmed: u.confirmed,
    options: u.options,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;
