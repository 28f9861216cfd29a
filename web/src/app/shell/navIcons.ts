import AssessmentIcon from '@mui/icons-material/Assessment';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GradingIcon from '@mui/icons-material/Grading';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HomeIcon from '@mui/icons-material/Home';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import PeopleIcon from '@mui/icons-material/People';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { NavIconName } from '../routing/appRoute';

/** A sidebar row's icons (spec 1 §1): the outline one, and the filled one for selected or hovered. */
export interface NavIcons {
  icon: ComponentType<SvgIconProps>;
  selectedIcon: ComponentType<SvgIconProps>;
}

/**
 * The icon of each name the route table's `nav` rows use. Kept out of the
 * route table so they load with the signed-in frame, not on a visitor's
 * first page (issue 9, JavaScript budget).
 */
export const navIcons: Record<NavIconName, NavIcons> = {
  home: { icon: HomeOutlinedIcon, selectedIcon: HomeIcon },
  people: { icon: PeopleOutlinedIcon, selectedIcon: PeopleIcon },
  groups: { icon: GroupsOutlinedIcon, selectedIcon: GroupsIcon },
  assignment: { icon: AssignmentOutlinedIcon, selectedIcon: AssignmentIcon },
  assessment: { icon: AssessmentOutlinedIcon, selectedIcon: AssessmentIcon },
  insights: { icon: InsightsOutlinedIcon, selectedIcon: InsightsIcon },
  grading: { icon: GradingOutlinedIcon, selectedIcon: GradingIcon },
};
