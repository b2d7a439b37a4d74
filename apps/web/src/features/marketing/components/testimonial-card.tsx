import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import { initials } from '../../../lib/format';

export type Testimonial = { quote: string; name: string; role: string };

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%' }}>
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Typography component="blockquote" sx={{ m: 0, flex: 1, fontSize: '1.05rem' }}>
          “{testimonial.quote}”
        </Typography>
        <Stack direction="row" spacing={1.5} component="figcaption" sx={{ mt: 3, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'text.primary', fontWeight: 700 }}>{initials(testimonial.name)}</Avatar>
          <div>
            <Typography sx={{ fontWeight: 700 }}>{testimonial.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {testimonial.role}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
