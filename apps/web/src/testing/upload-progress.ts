import { act } from '@testing-library/react';

let watching: jest.SpyInstance | undefined;
afterEach(() => {
  watching?.mockRestore();
  watching = undefined;
});

/**
 * Lets a test report how much of an upload has left, as a browser does while the body is sent. MSW reports
 * an upload's progress only once its handler answers, and then all of it at once; so a test that looks at the
 * page mid-upload holds the handler's answer and reports a share with the function returned. It applies to
 * the uploads started from the call until the test ends.
 */
export function reportUploadProgress(): (loaded: number, total: number) => void {
  const uploads = new Set<XMLHttpRequestUpload>();
  const listen = EventTarget.prototype.addEventListener;
  function watch(this: XMLHttpRequestUpload, ...args: Parameters<typeof listen>): void {
    uploads.add(this);
    listen.apply(this, args);
  }
  watching = jest.spyOn(XMLHttpRequestUpload.prototype, 'addEventListener').mockImplementation(watch);
  return (loaded, total) =>
    act(() => {
      for (const upload of uploads)
        upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    });
}
