import {
  CERTIFICATE_TEMPLATE_EXTENSIONS,
  CERTIFICATE_TEMPLATE_MAX_BYTES,
  COURSE_IMAGE_EXTENSIONS,
  COURSE_IMAGE_MAX_BYTES,
  courseFormSchema,
  isMessageKey,
  type CourseDto,
  type CourseFileField,
} from '@expert-portal/contracts';
import {
  Button,
  FileInput,
  Group,
  Image,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useSaveCourse } from '../api/use-save-course';
import { CourseCover } from './course-cover';
import { useMediaMatch } from '@/shared/lib/use-media-match';

const TEXT_FIELDS = [
  'title',
  'title_kk',
  'description',
  'description_kk',
  'months_duration',
  'academic_hours',
  'education_type',
  'education_type_kk',
  'duration',
  'price',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Field = TextField | CourseFileField;

type Texts = Record<TextField, string>;
type Files = Record<CourseFileField, File | null>;

const IMAGE_TYPES = COURSE_IMAGE_EXTENSIONS.map((extension) =>
  extension === 'jpg' ? 'image/jpeg' : `image/${extension}`,
);
const TEMPLATE_ACCEPT = CERTIFICATE_TEMPLATE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (file: File) => file.name.split('.').pop()?.toLowerCase() ?? '';

function textsOf(course: CourseDto | null): Texts {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    title: text(course?.title),
    title_kk: text(course?.title_kk),
    description: text(course?.description),
    description_kk: text(course?.description_kk),
    months_duration: text(course?.months_duration),
    academic_hours: text(course?.academic_hours),
    education_type: text(course?.education_type),
    education_type_kk: text(course?.education_type_kk),
    duration: text(course?.duration),
    price: text(course?.price),
  };
}

/** The same checks as the server's (contracts): a translation key per field in trouble. */
function validate(texts: Texts, files: Files): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const result = courseFormSchema.safeParse(texts);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as TextField;
      errors[field] ??= `errors:${isMessageKey(issue.message) ? issue.message : 'validation.invalid'}`;
    }
  }
  const image = files.image;
  if (image && !(COURSE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(image)))
    errors.image = 'errors:course.image_type';
  else if (image && image.size > COURSE_IMAGE_MAX_BYTES) errors.image = 'form.imageTooLarge';
  for (const field of ['certificate_template_ru', 'certificate_template_kk'] as const) {
    const file = files[field];
    if (file && !(CERTIFICATE_TEMPLATE_EXTENSIONS as readonly string[]).includes(extensionOf(file)))
      errors[field] = 'errors:course.template_type';
    else if (file && file.size > CERTIFICATE_TEMPLATE_MAX_BYTES) errors[field] = 'form.templateTooLarge';
  }
  return errors;
}

/** A picked image shown before it is sent. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

interface CourseFormModalProps {
  /** The course to edit, or null to create one. */
  course: CourseDto | null;
  onClose: () => void;
}

/**
 * Creating or editing a course: titles and details, a cover (images only, previewed) and
 * the RU and KZ certificate templates (.doc, .docx, .pdf), sent as one multipart request with its progress.
 */
export function CourseFormModal({ course, onClose }: CourseFormModalProps) {
  const { t } = useTranslation(['courses-admin', 'errors']);
  const mobile = useMediaMatch('(max-width: 36em)');
  const save = useSaveCourse(course?.id ?? null);
  const [texts, setTexts] = useState<Texts>(() => textsOf(course));
  const [files, setFiles] = useState<Files>({
    image: null,
    certificate_template_ru: null,
    certificate_template_kk: null,
  });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string[]>>>({});
  const preview = useObjectUrl(files.image);
  // A cover the browser cannot draw (a text named .png) is no image: said at once, as the server would.
  const [undrawable, setUndrawable] = useState<File | null>(null);
  const coverUndrawable = files.image !== null && undrawable === files.image;
  const errors = {
    ...(checked ? validate(texts, files) : {}),
    ...(coverUndrawable ? { image: 'errors:course.image_type' } : {}),
  };
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

  const errorOf = (field: Field) => {
    const key = errors[field];
    if (key)
      return t(key, {
        mb: megabytes(field === 'image' ? COURSE_IMAGE_MAX_BYTES : CERTIFICATE_TEMPLATE_MAX_BYTES),
      });
    return serverErrors[field]?.[0];
  };
  const setText = (field: TextField, value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setFile = (field: CourseFileField, file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (coverUndrawable || Object.keys(validate(texts, files)).length > 0) return;
    const trimmed = { ...texts };
    for (const field of TEXT_FIELDS) trimmed[field] = texts[field].trim();
    const body = {
      ...trimmed,
      image: files.image ?? undefined,
      certificate_template_ru: files.certificate_template_ru ?? undefined,
      certificate_template_kk: files.certificate_template_kk ?? undefined,
    };
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t(course ? 'form.saved' : 'form.created'));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors && !error.detail)
          setServerErrors(error.fieldErrors);
        notifyError(t(course ? 'form.saveFailed' : 'form.createFailed'), errorMessage(error, t));
      },
    });
  };

  const text = (
    field: TextField,
    props: { withAsterisk?: boolean; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <TextInput
      label={t(`field.${field}`)}
      value={texts[field]}
      onChange={(event) => setText(field, event.currentTarget.value)}
      error={errorOf(field)}
      {...props}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={mobile}
      title={course ? t('form.editTitle') : t('form.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('title', { withAsterisk: true })}
            {text('title_kk', { withAsterisk: true })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(['description', 'description_kk'] as const).map((field) => (
              <Textarea
                key={field}
                label={t(`field.${field}`)}
                value={texts[field]}
                onChange={(event) => setText(field, event.currentTarget.value)}
                error={errorOf(field)}
                autosize
                minRows={3}
                maxRows={10}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('education_type')}
            {text('education_type_kk')}
            {text('academic_hours', { inputMode: 'numeric' })}
            {text('months_duration', { inputMode: 'numeric' })}
            {text('duration')}
            {text('price', { inputMode: 'decimal' })}
          </SimpleGrid>
          <Group align="flex-start" gap="md" wrap="wrap">
            <FileInput
              label={t('field.image')}
              description={t('form.imageHint')}
              placeholder={t('form.pickFile')}
              accept={IMAGE_TYPES.join(',')}
              name="image"
              value={files.image}
              onChange={(file) => setFile('image', file)}
              error={errorOf('image')}
              clearable
              miw={240}
              style={{ flex: 1 }}
            />
            {preview && !coverUndrawable ? (
              <Image
                src={preview}
                alt={t('form.imagePreview')}
                w={160}
                h={100}
                fit="cover"
                radius="sm"
                onError={() => setUndrawable(files.image)}
              />
            ) : (
              course?.image && (
                <CourseCover url={course.image} alt={t('form.imagePreview')} width={160} height={100} />
              )
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(['certificate_template_ru', 'certificate_template_kk'] as const).map((field) => (
              <FileInput
                key={field}
                label={t(`field.${field}`)}
                description={course?.[`${field}_name`] ?? t('form.templateHint')}
                placeholder={t('form.pickFile')}
                accept={TEMPLATE_ACCEPT}
                name={field}
                value={files[field]}
                onChange={(file) => setFile(field, file)}
                error={errorOf(field)}
                clearable
              />
            ))}
          </SimpleGrid>
          {save.isPending && (
            <Stack gap={4}>
              <Text size="sm">{t('form.uploading', { percent: save.percent })}</Text>
              <Progress value={save.percent} aria-label={t('form.uploadProgress')} />
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {course ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
