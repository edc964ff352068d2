import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types a meeting's date (DD.MM.YYYY) and 24-hour time into the shared MeetingTimeField, as a person would. */
export async function typeMeetingTime(user: UserEvent, date: string, time: string): Promise<void> {
  const [hours = '', minutes = ''] = time.split(':');
  await user.type(screen.getByRole('textbox', { name: 'Дата' }), date);
  await user.type(screen.getByLabelText('Часы'), hours);
  await user.type(screen.getByLabelText('Минуты'), minutes);
}
