import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function AuthorizeEmailPage() {
  return <UnderConstruction titleKey="titles.authorizeEmail" />;
}
