import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { chatTexts } from '@rentease/contract';
import { EmptyState } from '../../../components/empty-state';
import { MessagesScreen } from '../../../features/chat/components/messages-screen';
import { TenantRating } from '../../../features/reviews/components/tenant-rating';
import { useSignedInUser } from '../user-area/signed-in-user';

/** Messages (spec §2 landlord area): the same conversation list and chat as the tenant's, as landlord. */
export default function LandlordMessagesPage() {
  const session = useSignedInUser();
  return (
    <MessagesScreen
      session={session}
      subtitle="Questions from tenants about your listings."
      renderAboutTenant={(tenantId) => <TenantRating tenantId={tenantId} />}
      empty={
        <EmptyState
          icon={<ChatIcon />}
          title={chatTexts.noConversations}
          hint="When a tenant asks about one of your listings, the conversation appears here."
        />
      }
    />
  );
}
