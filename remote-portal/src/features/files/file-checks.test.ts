import { formatFor } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_FILE_ACCEPT,
  CLIENT_FILE_MAX_BYTES,
  checkClientFile,
  formatFileSize,
  storageFileName,
} from './file-checks';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('checkClientFile', () => {
  it("accepts the bucket's types up to 50 MiB", () => {
    expect(checkClientFile(file('brief.pdf', 48_213, 'application/pdf'))).toBeNull();
    expect(checkClientFile(file('notes.txt', 12, 'text/plain'))).toBeNull();
    expect(checkClientFile(file('photo.HEIC', 12, ''))).toBeNull();
    expect(checkClientFile(file('big.zip', CLIENT_FILE_MAX_BYTES, 'application/zip'))).toBeNull();
  });

  it('refuses a file over 50 MiB, an empty one, and other types', () => {
    expect(checkClientFile(file('big.zip', CLIENT_FILE_MAX_BYTES + 1, 'application/zip'))).toBe(
      'tooLarge',
    );
    expect(checkClientFile(file('empty.txt', 0, 'text/plain'))).toBe('empty');
    expect(checkClientFile(file('setup.exe', 10, 'application/x-msdownload'))).toBe('type');
    expect(checkClientFile(file('logo.svg', 10, 'image/svg+xml'))).toBe('type');
    expect(checkClientFile(file('tool', 10, ''))).toBe('type');
  });

  it('judges a file the browser gives no type by its extension', () => {
    expect(checkClientFile(file('deck.pptx', 10, 'application/octet-stream'))).toBeNull();
    expect(checkClientFile(file('run.sh', 10, 'application/octet-stream'))).toBe('type');
  });

  it('offers the accepted extensions in the picker', () => {
    expect(CLIENT_FILE_ACCEPT).toContain('.pdf');
    expect(CLIENT_FILE_ACCEPT).not.toContain('.svg');
  });
});

describe('storageFileName', () => {
  it('replaces what storage refuses in a name and keeps the rest', () => {
    expect(storageFileName('brief #2?.pdf')).toBe('brief -2-.pdf');
    expect(storageFileName('a/b\\c.txt')).toBe('a-b-c.txt');
    expect(storageFileName('  café.pdf ')).toBe('café.pdf');
    expect(storageFileName('..')).toBe('file');
  });

  it('shortens a long name and keeps its extension', () => {
    const name = storageFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('reads bytes in the largest unit that keeps a number above 1', () => {
    expect(formatFileSize(512, formatFor('en'))).toBe('512 B');
    expect(formatFileSize(48_213, formatFor('en'))).toBe('47.1 KB');
    expect(formatFileSize(18_200_000, formatFor('fr'))).toBe('17,4 MB');
  });
});

describe('uploadProblem', () => {
  it("names storage's refusals and leaves the others to the server's sentence", async () => {
    const { uploadProblem } = await import('./upload-failure');
    expect(uploadProblem({ code: 'EntityTooLarge' })).toBe('tooLarge');
    expect(uploadProblem({ code: 'InvalidMimeType' })).toBe('type');
    expect(uploadProblem({ code: 'Duplicate' })).toBe('duplicate');
    expect(uploadProblem({ code: 'NOT_FOUND' })).toBeNull();
  });
});

describe('signedDownloadHref', () => {
  it("puts the signed URL on the backend's origin, as an attachment", async () => {
    const { signedDownloadHref } = await import('./file-checks');
    expect(
      signedDownloadHref(
        'http://api.test',
        '/storage/v1/object/sign/client-files/c1/a.pdf?token=x',
      ),
    ).toBe('http://api.test/storage/v1/object/sign/client-files/c1/a.pdf?token=x&download');
  });
});

describe('uploads in demo mode', () => {
  it('are refused before sending, and read as the demo refusal', async () => {
    const { DEMO_UPLOAD_REFUSED, uploadProblem } = await import('./upload-failure');
    expect(uploadProblem(DEMO_UPLOAD_REFUSED)).toBe('demo');
    expect(DEMO_UPLOAD_REFUSED.error).toMatch(/^Not available in demo mode: /);
  });
});
