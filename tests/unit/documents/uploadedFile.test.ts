import { describe, expect, it } from 'vitest';
import { isAcceptedUploadType, MAX_DOCUMENT_UPLOAD_BYTES, uploadProblem, UPLOAD_MESSAGES } from '@/domain/documents/uploadedFile';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('uploading an existing document', () => {
  it.each([
    { file: file('policy.pdf', 'application/pdf'), accepted: true },
    { file: file('policy.doc', 'application/msword'), accepted: true },
    { file: file('policy.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), accepted: true },
    { file: file('scan.JPG', 'image/jpeg'), accepted: true },
    { file: file('scan.png', 'image/png'), accepted: true },
    { file: file('policy.docx', ''), accepted: true },
    { file: file('policy.pdf', 'application/octet-stream'), accepted: true },
    { file: file('sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), accepted: false },
    { file: file('photo.gif', 'image/gif'), accepted: false },
    { file: file('notes.txt', 'text/plain'), accepted: false },
    { file: file('no-extension', ''), accepted: false },
  ])('$file.name ($file.type): $accepted', ({ file: given, accepted }) => {
    expect(isAcceptedUploadType(given)).toBe(accepted);
  });

  it.each([
    { what: 'no file', file: null, message: UPLOAD_MESSAGES.required },
    { what: 'the wrong type', file: file('notes.txt', 'text/plain'), message: UPLOAD_MESSAGES.type },
    { what: 'exactly 10 MB', file: file('big.pdf', 'application/pdf', MAX_DOCUMENT_UPLOAD_BYTES), message: undefined },
    { what: 'a byte over 10 MB', file: file('big.pdf', 'application/pdf', MAX_DOCUMENT_UPLOAD_BYTES + 1), message: UPLOAD_MESSAGES.tooLarge },
    { what: 'an empty file', file: file('empty.pdf', 'application/pdf', 0), message: UPLOAD_MESSAGES.empty },
  ])('$what', ({ file: given, message }) => {
    expect(uploadProblem(given)).toBe(message);
  });

  it('says the limit in the §9 file-size format', () => {
    expect(UPLOAD_MESSAGES.tooLarge).toBe('The file must be no larger than 10 MB');
  });
});
