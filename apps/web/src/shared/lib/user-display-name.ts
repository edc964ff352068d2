import type { UserDto } from '@expert-portal/contracts';

/** The name to greet a user by: the full name, else first and last name, else the username. */
export function userDisplayName(
  user: Pick<UserDto, 'name' | 'first_name' | 'last_name' | 'username'>,
): string {
  return user.name?.trim() || `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.username;
}
