import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { chatTexts } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MessagesScreen } from '../../../features/chat/components/messages-screen';
import { useProperty } from '../../../features/properties/api/properties-api';
import { TenantRating } from '../../../features/reviews/components/tenant-rating';
import { translateApiMessage } from '../../../lib/i18n';
import { useSignedInUser } from '../user-area/signed-in-user';

/**
 * Messages: the same conversation list and chat as the tenant's, as landlord.
 * 'Message tenant' on Bookings lands here with the listing and the tenant in the URL; for a
 * conversation not started yet, the listing's own title heads the panel.
 */
export default function LandlordMessagesPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  const [params] = useSearchParams();
  const property = useProperty(params.get('propertyId') ?? undefined);
  return (
    <MessagesScreen
      session={session}
      listing={property.data && { id: property.data.id, title: property.data.title, location: property.data.location }}
      subtitle={t('Questions from tenants about your listings.')}
      renderAboutTenant={(tenantId) => <TenantRating tenantId={tenantId} />}
      empty={
        <EmptyState
          icon={<ChatIcon />}
          title={translateApiMessage(chatTexts.noConversations)}
          hint={t('When a tenant asks about one of your listings, the conversation appears here.')}
        />
      }
    />
  );
}
