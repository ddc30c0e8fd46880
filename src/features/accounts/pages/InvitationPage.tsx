import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function InvitationPage() {
  return <UnderConstruction titleKey="titles.invitation" />;
}
