/*
 * `@portal/domain/csv`: the CSV files the portal offers, written the same way
 * by the web (users.csv, lists) and the API (an assignment's result). A
 * subpath of its own, so PapaParse never reaches a page that writes no CSV.
 */
export { writeCsv } from './write-csv.js';
