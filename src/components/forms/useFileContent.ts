import { useEffect, useState } from 'react';
import { readFileContent, type FileContent } from '@/domain/files/fileContent';

/** What a file's first bytes say it is (undefined while they are read): for previews that must not trust names. */
export function useFileContent(file: Blob | null | undefined): FileContent | undefined {
  const [read, setRead] = useState<{ file: Blob; content: FileContent } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    void readFileContent(file).then((content) => {
      if (current) setRead({ file, content });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return read && read.file === file ? read.content : undefined;
}
