import { Box, ButtonBase, Fade, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HOVER_TRANSITION, ICON_FADE_MS } from '../../shared/ui/shellConstants';
import { useNavSelected, type NavEntry } from './navEntries';

const stacked = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * One sidebar link (spec 1 §1, §9): selected while the route or one under it
 * is open (home only on its own), a filled icon when selected or hovered and
 * an outline one otherwise, cross-fading over 750 ms.
 */
export function SidebarEntry({ path, label, icon: Icon, selectedIcon: SelectedIcon }: NavEntry) {
  const selected = useNavSelected(path);
  const [hovered, setHovered] = useState(false);
  const filled = selected || hovered;

  return (
    <ButtonBase
      component={RouterLink}
      to={path}
      aria-current={selected ? 'page' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        width: '100%',
        py: 1.5,
        px: 0.5,
        borderRadius: 2,
        color: selected ? 'primary.main' : 'text.secondary',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
        transition: `background-color ${HOVER_TRANSITION}, color ${HOVER_TRANSITION}`,
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.08), color: 'primary.main' },
      })}
    >
      <Box sx={{ position: 'relative', width: 28, height: 28 }}>
        <Fade in={!filled} timeout={ICON_FADE_MS}>
          <Icon data-icon="outline" sx={stacked} />
        </Fade>
        <Fade in={filled} timeout={ICON_FADE_MS}>
          <SelectedIcon data-icon="filled" sx={stacked} />
        </Fade>
      </Box>
      <Typography variant="caption" sx={{ fontWeight: selected ? 600 : 400, textAlign: 'center', lineHeight: 1.2 }}>
        {label}
      </Typography>
    </ButtonBase>
  );
}
