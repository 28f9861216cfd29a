/**
 * The ten realms and their topics, one to one (spec 1 §3), in the topic
 * numbering order 1 to 10. Both spellings of the Edison realm and of the
 * dinosaur topic are accepted on input; the first is the one we show.
 */
export const REALMS = [
  { id: 1, realm: 'Green Acres', topic: 'Environment & Nature' },
  { id: 2, realm: 'Habiterra', topic: 'Animals' },
  { id: 3, realm: "Edison's Isle", topic: 'Inventions' },
  { id: 4, realm: 'Cape Cosmos', topic: 'Space' },
  { id: 5, realm: 'DNAtion', topic: 'Life & Evolution' },
  { id: 6, realm: 'Elixir Institute', topic: 'Medicine & Health' },
  { id: 7, realm: 'E=MC Square', topic: 'Physics' },
  { id: 8, realm: 'Fahren Heights', topic: 'Weather' },
  { id: 9, realm: 'Prehistoric Point', topic: 'Dinosaurs and Fossils' },
  { id: 10, realm: 'Pythagoras Peninsula', topic: 'Mathematics' },
] as const;

export type RealmEntry = (typeof REALMS)[number];
export type RealmName = RealmEntry['realm'];
export type TopicName = RealmEntry['topic'];

const REALM_ALIASES: Record<string, RealmName> = { 'Edison Avenue': "Edison's Isle" };
const TOPIC_ALIASES: Record<string, TopicName> = { 'Dinosaurs & Fossils': 'Dinosaurs and Fossils' };

/** The realm named `name` in either reading, or undefined. */
export function findRealm(name: string): RealmEntry | undefined {
  const canonical = REALM_ALIASES[name] ?? name;
  return REALMS.find((entry) => entry.realm === canonical);
}

/** The realm whose topic is `name` in either reading, or undefined. */
export function findRealmByTopic(name: string): RealmEntry | undefined {
  const canonical = TOPIC_ALIASES[name] ?? name;
  return REALMS.find((entry) => entry.topic === canonical);
}

export function topicOfRealm(name: string): TopicName | undefined {
  return findRealm(name)?.topic;
}

export function realmOfTopic(name: string): RealmName | undefined {
  return findRealmByTopic(name)?.realm;
}
