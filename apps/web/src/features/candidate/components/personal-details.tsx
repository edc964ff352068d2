import type { UserDto } from '@expert-portal/contracts';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@/shared/lib/phone';
import { isEditableField, PERSONAL_FIELDS, type EditableField } from '../lib/profile-fields';

interface PersonalDetailsProps {
  user: UserDto;
  /** The control of an editable field while the profile is being completed; its value otherwise. */
  editor?: (field: EditableField) => ReactNode;
}

/** The personal tab's table: a row per field, the label beside the value. */
export function PersonalDetails({ user, editor }: PersonalDetailsProps) {
  const { t } = useTranslation('candidate');

  const shown = (field: (typeof PERSONAL_FIELDS)[number]): ReactNode => {
    if (editor && isEditableField(field)) return editor(field);
    const value = user[field];
    if (!value)
      return (
        <Text span c="dimmed" inherit>
          {t('profile.empty')}
        </Text>
      );
    return field === 'phone' ? formatPhone(value) : value;
  };

  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {PERSONAL_FIELDS.map((field) => (
          <Table.Tr key={field}>
            {/* Wide enough on a phone for the longest word of a label («Электрондық»), which a narrower
                column let run into the value; a longer one still breaks inside its own cell. */}
            <Table.Th scope="row" w={{ base: 136, sm: 220 }} style={{ overflowWrap: 'break-word' }}>
              {t(`profile.field.${field}`)}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(field)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
