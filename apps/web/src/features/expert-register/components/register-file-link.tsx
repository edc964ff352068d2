import { Anchor, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError } from '@/shared/ui/notify';
import { downloadRegisterFile } from '../api/download-register-file';

interface RegisterFileLinkProps {
  url: string;
  /** Saved under this name, with the extension of the file's type. */
  fileName: string;
  label: string;
  /** Names the file for a screen reader: «Диплом: Иванов Иван». */
  ariaLabel: string;
}

/** A document of a row, fetched with the bearer token (never a bare link) and saved under its name. */
export function RegisterFileLink({ url, fileName, label, ariaLabel }: RegisterFileLinkProps) {
  const { t } = useTranslation('expert-register');
  const [pending, setPending] = useState(false);
  const download = () => {
    setPending(true);
    downloadRegisterFile(url, fileName)
      .catch((error: unknown) => notifyError(t('file.failed'), errorMessage(error, t)))
      .finally(() => setPending(false));
  };
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={download}
      aria-label={ariaLabel}
      disabled={pending}
    >
      {label}
      {pending && <Loader size={10} ml={4} />}
    </Anchor>
  );
}
