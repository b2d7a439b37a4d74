import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Button } from '@mui/material';
import { chatTexts } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MessagesScreen } from '../../../features/chat/components/messages-screen';
import { useProperty } from '../../../features/properties/api/properties-api';
import { translateApiMessage } from '../../../lib/i18n';
import { useSignedInUser } from '../user-area/signed-in-user';

/**
 * Messages. 'Contact Owner' lands here with the listing and its owner in
 * the URL; for a conversation not started yet, the listing's own title heads the panel.
 */
export default function TenantMessagesPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  const [params] = useSearchParams();
  const property = useProperty(params.get('propertyId') ?? undefined);
  return (
    <MessagesScreen
      session={session}
      subtitle={t('Your questions to owners about their homes.')}
      listing={property.data && { id: property.data.id, title: property.data.title, location: property.data.location }}
      empty={
        <EmptyState
          icon={<ChatIcon />}
          title={translateApiMessage(chatTexts.noConversations)}
          hint={t("Open a listing and choose 'Contact Owner' to ask its owner a question.")}
          action={
            <Button component={Link} to="/tenant/search" variant="contained">
              {t('Search Properties')}
            </Button>
          }
        />
      }
    />
  );
}
