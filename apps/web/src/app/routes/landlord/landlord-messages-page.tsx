import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { chatTexts } from '@rentease/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { MessagesScreen } from '../../../features/chat/components/messages-screen';
import { getUserSession } from '../../../lib/session';

/** Messages (spec §2 landlord area): the same conversation list and chat as the tenant's, as landlord. */
export default function LandlordMessagesPage() {
  // Read once: the session only changes by logging in or out, which leaves this screen.
  const [session] = useState(getUserSession);
  if (!session) return null;
  return (
    <MessagesScreen
      session={session}
      subtitle="Questions from tenants about your listings."
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
