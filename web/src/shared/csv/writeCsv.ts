export { writeCsv } from '@portal/domain/csv';
