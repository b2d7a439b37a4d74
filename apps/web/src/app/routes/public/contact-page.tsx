import EmailIcon from '@mui/icons-material/EmailOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../../features/contact/components/contact-form';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, gap: { xs: 4, md: 6 } }}>
        <Box>
          <Typography variant="h1" gutterBottom>
            {t('Contact Us')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
            {t('Questions about a listing, a booking or a payment? Send us a message and our team will get back to you.')}
          </Typography>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <EmailIcon color="primary" />
              <Typography>{t('We answer every message by email.')}</Typography>
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <ScheduleIcon color="primary" />
              <Typography>{t('Usually within one working day.')}</Typography>
            </Stack>
          </Stack>
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <ContactForm />
          </CardContent>
        </Card>
      </Box>
    </Container>
  );
}
