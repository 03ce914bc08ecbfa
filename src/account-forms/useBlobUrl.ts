import { useEffect, useState } from 'react';

/** A blob: URL for a Blob while it is shown, revoked when the Blob changes or the view goes. */
export const useBlobUrl = (blob: Blob | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
};
