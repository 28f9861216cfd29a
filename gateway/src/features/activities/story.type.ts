import { Field, Int, ObjectType } from 'type-graphql';
import type { RestActivity } from '../../rest/rest-types.js';

@ObjectType({ description: 'One page of a book: its text and its picture.' })
export class BookPage {
  @Field(() => String, { description: 'The page, written for the year level.' })
  text!: string;

  @Field(() => String, {
    description: "The page's picture: an SVG at this path of the origin, for any signed-in user.",
  })
  illustrationUrl!: string;
}

@ObjectType({ description: "A book's pages." })
export class Book {
  @Field(() => [BookPage], { description: 'Its pages in order: 5 to 10.' })
  pages!: BookPage[];
}

@ObjectType({ description: 'One scene of an animation.' })
export class AnimationScene {
  @Field(() => String, { description: 'What the scene shows, written for the year level; read aloud on request.' })
  caption!: string;

  @Field(() => String, {
    description: 'The scene: an SVG at this path of the origin, a still; with `?animated=1` set in motion by CSS.',
  })
  pictureUrl!: string;

  @Field(() => Int, { description: 'How long the scene plays, in seconds.' })
  seconds!: number;
}

@ObjectType({ description: "An animation's scenes." })
export class Animation {
  @Field(() => [AnimationScene], { description: 'Its scenes in order: 4 to 8.' })
  scenes!: AnimationScene[];
}

@ObjectType({ description: 'One verse of a song.' })
export class SongVerse {
  @Field(() => [String], { description: 'Its lines: four.' })
  lines!: string[];
}

@ObjectType({ description: "A song's lyrics and the library's tune it is sung to." })
export class Song {
  @Field(() => String, { description: 'The tune: march, lullaby, skip, chant, shanty or waltz.' })
  tune!: string;

  @Field(() => Int, { description: 'Beats a minute.' })
  tempo!: number;

  @Field(() => [SongVerse], { description: 'Its verses in order: 2 to 4.' })
  verses!: SongVerse[];

  @Field(() => [String], { description: 'The chorus, sung after each verse: 2 to 4 lines.' })
  chorus!: string[];
}

/** A book's, an animation's or a song's fields from the API's read. */
export function storyFromRest(rest: RestActivity): { book?: Book; animation?: Animation; song?: Song } {
  return {
    book:
      rest.book &&
      Object.assign(new Book(), {
        pages: rest.book.pages.map((page) => Object.assign(new BookPage(), page)),
      }),
    animation:
      rest.animation &&
      Object.assign(new Animation(), {
        scenes: rest.animation.scenes.map((scene) => Object.assign(new AnimationScene(), scene)),
      }),
    song:
      rest.song &&
      Object.assign(new Song(), {
        tune: rest.song.tune,
        tempo: rest.song.tempo,
        verses: rest.song.verses.map((verse) => Object.assign(new SongVerse(), { lines: verse.lines })),
        chorus: rest.song.chorus,
      }),
  };
}
