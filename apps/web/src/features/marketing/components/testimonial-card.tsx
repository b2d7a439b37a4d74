import '../../../components/plain-card.css';
import { initials } from '../../../lib/format';

export type Testimonial = { quote: string; name: string; role: string };

/** A user's words, with their initials, name and role (styled by app/routes/public/home-page.css). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="plain-card testimonial-card">
      <div className="testimonial-card-content">
        <blockquote className="testimonial-card-quote">“{testimonial.quote}”</blockquote>
        <figcaption className="testimonial-card-author">
          <div className="testimonial-card-avatar">{initials(testimonial.name)}</div>
          <div>
            <p className="testimonial-card-name">{testimonial.name}</p>
            <p className="testimonial-card-role">{testimonial.role}</p>
          </div>
        </figcaption>
      </div>
    </figure>
  );
}
