import type { UserDto } from '@expert-portal/contracts';
import type { User } from './user.entity';

/** The user as the original client reads it; the photo is a URL served with the bearer token. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    workplace: user.workplace,
    id_number: user.idNumber,
    iin: user.iin,
    iik: user.iik,
    bank: user.bank,
    address: user.address,
    image: user.imagePath ? `/api/v1/users/${user.id}/photo/` : null,
    role: user.role,
    expertized_date: user.expertizedDate,
    application: user.applicationId,
    date_joined: user.dateJoined.toISOString(),
  };
}

/**
 * Someone's card as an analyst reads it: names, role and dates, without contact, identity, bank data or the
 * photo; the username goes too, since an approved applicant's username is their IIN.
 */
export function withoutPersonalData(card: UserDto): UserDto {
  return {
    ...card,
    username: '',
    email: null,
    phone: null,
    id_number: null,
    iin: null,
    iik: null,
    bank: null,
    address: null,
    image: null,
  };
}
