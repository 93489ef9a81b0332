// A document under review, shown in the page: an image as an image, a PDF in the browser's own viewer.
// The file is fetched with the operator's token and shown from a blob: address that lives exactly as long
// as the element showing it, so it never reaches a URL, a history entry or another tab.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { useKycDocumentFile, type AdminKycDocument } from '../api/documents';

/** A ref that points the element at the file (with its stored type: the server sends an attachment). */
function useBlobSource(file: Blob | undefined, type: string) {
  return useCallback(
    (element: HTMLImageElement | HTMLIFrameElement | null) => {
      if (!element || !file) return undefined;
      const url = URL.createObjectURL(new Blob([file], { type }));
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file, type],
  );
}

export function DocumentPreview({ document }: { readonly document: AdminKycDocument }) {
  const { t } = useTranslation();
  const file = useKycDocumentFile(document.id);
  const source = useBlobSource(file.data, document.mime_type);
  const label = t('verification.previewOf', { kind: t(`verification.kinds.${document.kind}`) });

  if (file.error) return <ErrorNotice error={file.error} onRetry={() => void file.refetch()} />;
  if (!file.data) return <p role="status">{t('verification.loadingFile')}</p>;
  if (document.mime_type === 'application/pdf') {
    return <iframe ref={source} className="preview preview--pdf" title={label} />;
  }
  if (document.mime_type.startsWith('image/')) {
    return <img ref={source} className="preview preview--image" alt={label} />;
  }
  return <p>{t('verification.noPreview', { type: document.mime_type })}</p>;
}
