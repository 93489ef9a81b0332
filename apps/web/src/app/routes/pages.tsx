// /pages/{id} and the slug forms of the legal pages.
import { useParams } from 'react-router';
import { LegalPage } from '@/features/content/components/legal-page';

export function LegalPageRoute() {
  const { idOrSlug = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <LegalPage key={idOrSlug} idOrSlug={idOrSlug} />
    </div>
  );
}
