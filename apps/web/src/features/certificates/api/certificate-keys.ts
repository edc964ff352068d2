/** The certificates API: the addresses pages link to, React Query keys. */
const CERTIFICATES_PATH = '/api/v1/certificates/';

export type DocumentLanguage = 'ru' | 'kk';

export const certificatePaths = {
  publicFile: (uuid: string, language: DocumentLanguage) =>
    `${CERTIFICATES_PATH}search/${encodeURIComponent(uuid)}/file/${language}/`,
  credential: (uuid: string) => `${CERTIFICATES_PATH}search/${encodeURIComponent(uuid)}/credential/`,
  issuerKeys: `${CERTIFICATES_PATH}issuer/jwks/`,
  /** The owner's (or staff's) document of one certificate, behind the bearer token. */
  file: (id: number, language: DocumentLanguage) => `${CERTIFICATES_PATH}${id}/file/${language}/`,
};

export const certificateKeys = {
  public: (uuid: string) => ['certificates', 'public', uuid] as const,
  mine: ['certificates', 'mine'] as const,
};
