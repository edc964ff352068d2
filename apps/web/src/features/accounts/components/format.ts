import type { AccountDto } from '@expert-portal/contracts';

/** The account's name as the list and the card show it: its full name, else its login. */
export const accountName = (account: Pick<AccountDto, 'name' | 'username'>) =>
  account.name.trim() || account.username;
