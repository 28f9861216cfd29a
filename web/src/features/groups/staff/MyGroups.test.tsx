import { NAME_FILTER_DELAY_MS } from '@portal/domain';
