import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar } from '@mui/material';
import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';

const LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Browse', to: '/browse' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Contact', to: '/contact' },
  { label: 'Login', to: '/login' },
] as const;

/** Public header (spec §2): the links collapse into a menu on small screens; Register stands out. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ ml: 'auto', display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            {LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                color="inherit"
                sx={{ fontWeight: 600, '&.active': { color: 'primary.main', bgcolor: 'rgba(15,118,110,0.08)' } }}
              >
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to="/register" variant="contained" sx={{ ml: 1 }}>
              Register
            </Button>
          </Box>
          <IconButton
            aria-label="Open menu"
            aria-controls="mobile-menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ ml: 'auto', display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { id: 'mobile-menu', sx: { width: 280 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <BrandLogo />
          <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Main">
          {LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              onClick={() => setOpen(false)}
              sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
          <Box sx={{ px: 2, pt: 1 }}>
            <Button component={RouterLink} to="/register" variant="contained" fullWidth onClick={() => setOpen(false)}>
              Register
            </Button>
          </Box>
        </List>
      </Drawer>
    </AppBar>
  );
}
