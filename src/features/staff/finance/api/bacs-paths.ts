/** The finance BACS calls' root. */
export const BACS_FILES_PATH = '/finance/bacs-files';

export const bacsFilePath = (fileId: string) => `${BACS_FILES_PATH}/${encodeURIComponent(fileId)}`;
