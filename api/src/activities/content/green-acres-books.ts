import type { ActivityContent } from './content-types.js';

/**
 * Green Acres's first three books, each with its pages and a check (the
 * other three: green-acres-books-2.ts; the realm's other activities:
 * green-acres.ts).
 */
export const GREEN_ACRES_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-env-001',
    type: 'book',
    name: 'The Secret Life of Soil',
    yearLevels: [3],
    curriculum: ['AC9S3U02'],
    description: 'Dig down through the layers of the ground to meet the creatures that live in the dark.',
    book: {
      pages: [
        {
          text: 'Under your feet is a hidden world. It is called soil. Soil is made of tiny bits of broken rock, dead leaves, water and air. Let us dig down and see what lives there.',
          picture: {
            alt: 'A child stands on the grass with a gum tree behind, above the ground.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 300, y: 110, size: 140 },
              { part: 'child', x: 130, y: 150, size: 70 },
            ],
          },
        },
        {
          text: 'The top layer is called topsoil. It is dark and soft. It has lots of humus in it. Humus is made from dead plants and animals that have rotted away. Plants love it!',
          picture: {
            alt: 'A cut-away of the ground with the dark topsoil layer labelled near the top.',
            parts: [
              { part: 'soil-layers' },
              { part: 'grass', x: 80, y: 30, size: 50 },
              { part: 'leaf', x: 200, y: 80, size: 30, tint: '#8a5a2b', label: 'Topsoil' },
            ],
          },
        },
        {
          text: 'Lower down is the subsoil. It is paler and harder. It has less humus and more clay and sand. Below that is solid rock, called bedrock.',
          picture: {
            alt: 'A cut-away of the ground with the paler subsoil and grey rock labelled.',
            parts: [
              { part: 'soil-layers' },
              { part: 'rock', x: 200, y: 220, size: 60, label: 'Bedrock' },
              { part: 'arrow', x: 320, y: 150, size: 50, turn: 180, label: 'Subsoil' },
            ],
          },
        },
        {
          text: 'Soils are not all the same. Sandy soil feels rough and gritty. Water runs through it fast. Clay soil feels smooth and sticky. It holds water for a long time.',
          picture: {
            alt: 'Two cups of soil side by side, one sandy and one clay, with water dripping.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 130, y: 170, size: 70, tint: '#e2c27a', label: 'Sandy soil' },
              { part: 'cup', x: 270, y: 170, size: 70, tint: '#9a6a45', label: 'Clay soil' },
              { part: 'raindrop', x: 130, y: 90, size: 20 },
            ],
          },
        },
        {
          text: 'Worms live in the soil. They eat dead leaves and leave behind rich waste. They dig tunnels too. The tunnels let air and water get down to plant roots.',
          picture: {
            alt: 'Two earthworms tunnelling through the dark topsoil under the grass.',
            parts: [
              { part: 'soil-layers' },
              { part: 'worm', x: 140, y: 90, size: 70 },
              { part: 'worm', x: 280, y: 120, size: 60, turn: 20 },
            ],
          },
        },
        {
          text: 'Ants, beetles and slaters live down there too. So do tiny living things that are too small to see. They all help to break down dead plants into new soil.',
          picture: {
            alt: 'Ants and a spider in the soil under the grass.',
            parts: [
              { part: 'soil-layers' },
              { part: 'ant', x: 120, y: 80, size: 30 },
              { part: 'ant', x: 160, y: 95, size: 30 },
              { part: 'spider', x: 280, y: 90, size: 40 },
            ],
          },
        },
        {
          text: 'Soil takes a very long time to make. Rain, wind and roots slowly break rocks into tiny bits. It can take hundreds of years to make a few centimetres of soil.',
          picture: {
            alt: 'Rain falls on a rock on the ground, slowly breaking it down.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 50, size: 120 },
              { part: 'rock', x: 200, y: 180, size: 90 },
            ],
          },
        },
        {
          text: 'We need soil for farms, gardens and forests. It grows the food we eat. So we must look after it. You can help by making compost and keeping plants on the ground.',
          picture: {
            alt: 'A seedling and a flower grow from the ground in a garden.',
            parts: [
              { part: 'ground' },
              { part: 'seedling', x: 140, y: 170, size: 60 },
              { part: 'flower', x: 260, y: 160, size: 70 },
              { part: 'sun', x: 350, y: 50, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is humus made from?',
          correct: 'Dead plants and animals that have rotted away',
          wrong: ['Melted rock', 'Salt from the sea', 'Plastic'],
          explanation: 'Humus forms when dead plants and animals rot. It makes topsoil dark and good for plants.',
        },
        {
          prompt: 'Which soil holds water for a long time?',
          correct: 'Clay soil',
          wrong: ['Sandy soil', 'Gravel', 'Bedrock'],
          explanation: 'Clay soil is smooth and sticky, so it holds water. Water runs fast through sandy soil.',
        },
        {
          prompt: 'How do worm tunnels help plants?',
          correct: 'They let air and water reach the roots',
          wrong: ['They keep the sun off', 'They make the soil salty', 'They stop rain falling'],
          explanation: 'Worm tunnels open up the soil so air and water can get down to plant roots.',
        },
      ],
    },
  },
  {
    questId: 'b-env-002',
    type: 'book',
    name: 'A Year in the Life of a Gum Tree',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Follow a eucalyptus from blossom to gumnut to seedling through the seasons.',
    book: {
      pages: [
        {
          text: 'This is a gum tree. Its other name is eucalyptus. It is a living thing. It grows, it needs water and food, and it makes new gum trees. Let us watch it for a year.',
          picture: {
            alt: 'A tall gum tree stands on the ground under the sun.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 200, y: 110, size: 180 },
              { part: 'sun', x: 340, y: 50, size: 60 },
            ],
          },
        },
        {
          text: 'In spring and summer, the gum tree flowers. Its blossoms are fluffy and full of sweet nectar. Bees and birds come to drink. They carry pollen from flower to flower.',
          picture: {
            alt: 'A bee and a bird visit flowers on a gum tree.',
            parts: [
              { part: 'sky' },
              { part: 'gum-tree', x: 140, y: 140, size: 200 },
              { part: 'flower', x: 260, y: 120, size: 50, tint: '#f2e6a0', label: 'Blossom' },
              { part: 'bee', x: 310, y: 90, size: 30 },
              { part: 'bird', x: 340, y: 160, size: 40 },
            ],
          },
        },
        {
          text: 'When a flower has pollen from another flower, seeds start to grow. The flower turns into a hard, woody gumnut. The tiny seeds are safe inside.',
          picture: {
            alt: 'A gumnut with tiny seeds beside a branch of gum leaves.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 140, y: 110, size: 80, tint: '#8fa88a' },
              { part: 'fruit', x: 250, y: 120, size: 60, tint: '#7a5a3a', label: 'Gumnut' },
              { part: 'seed', x: 320, y: 180, size: 20, label: 'Seeds' },
            ],
          },
        },
        {
          text: 'In autumn, the gumnuts dry out. Little lids pop open. The seeds fall out and drop to the ground. Wind can blow them a little way from the tree.',
          picture: {
            alt: 'Small seeds fall from a gum tree to the ground.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 120, y: 110, size: 170 },
              { part: 'seed', x: 250, y: 120, size: 16 },
              { part: 'seed', x: 280, y: 160, size: 16 },
              { part: 'arrow', x: 300, y: 90, size: 50, label: 'Wind' },
            ],
          },
        },
        {
          text: 'In winter, rain soaks the soil. A seed takes in water and starts to grow. This is called germination. First a root grows down. Then a shoot grows up.',
          picture: {
            alt: 'Rain falls on the soil where a seed is sprouting a root.',
            parts: [
              { part: 'soil-layers' },
              { part: 'rain-cloud', x: 200, y: 30, size: 110 },
              { part: 'seedling', x: 200, y: 95, size: 50, label: 'Germination' },
            ],
          },
        },
        {
          text: 'Now it is a seedling with two small leaves. The leaves use sunlight to make food. The roots take in water. Year after year, the seedling grows taller.',
          picture: {
            alt: 'A seedling grows in the sun on the ground.',
            parts: [
              { part: 'ground' },
              { part: 'seedling', x: 200, y: 160, size: 70, label: 'Seedling' },
              { part: 'sun', x: 320, y: 50, size: 60 },
            ],
          },
        },
        {
          text: 'One day the young tree will be grown up. It will have its own flowers and gumnuts. Then the life cycle starts again. Seed, seedling, tree, flower, seed!',
          picture: {
            alt: 'Arrows link a seed, a seedling, a gum tree and a flower in a circle.',
            parts: [
              { part: 'sky' },
              { part: 'seed', x: 80, y: 200, size: 24, label: 'Seed' },
              { part: 'seedling', x: 80, y: 70, size: 50, label: 'Seedling' },
              { part: 'gum-tree', x: 300, y: 80, size: 100, label: 'Tree' },
              { part: 'flower', x: 300, y: 200, size: 50, label: 'Flower' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What does a gum flower turn into after it gets pollen?',
          correct: 'A gumnut with seeds inside',
          wrong: ['A leaf', 'A new root', 'A bee'],
          explanation: 'After pollen arrives, the flower becomes a hard gumnut that keeps the seeds safe.',
        },
        {
          prompt: 'What grows first when a seed germinates?',
          correct: 'A root',
          wrong: ['A flower', 'A gumnut', 'Bark'],
          explanation: 'When a seed germinates, a root grows down first, and then a shoot grows up.',
        },
      ],
    },
  },
  {
    questId: 'b-env-003',
    type: 'book',
    name: 'Mangroves: Forests by the Sea',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'How mangrove trees survive salty water and tides, and who shelters among their roots.',
    book: {
      pages: [
        {
          text: 'Along the muddy shores of northern Australia grow forests that stand in the sea. These are mangroves. Twice a day the tide rises and covers their roots, then falls and leaves them in wet mud.',
          picture: {
            alt: 'Mangrove trees stand in shallow sea water on their arching roots.',
            parts: [
              { part: 'sea' },
              { part: 'mangrove', x: 120, y: 150, size: 120 },
              { part: 'mangrove', x: 280, y: 160, size: 100 },
              { part: 'sun', x: 340, y: 40, size: 50 },
            ],
          },
        },
        {
          text: 'A mangrove lives with harsh physical conditions: the water is salty, the mud has almost no oxygen, and waves and tides push and pull all day. Most plants would quickly die here, but mangroves have special adaptations that help them survive.',
          picture: {
            alt: 'A mangrove at the water line with labels for salt water and mud.',
            parts: [
              { part: 'sea' },
              { part: 'mangrove', x: 200, y: 150, size: 140 },
              { part: 'wave', x: 70, y: 200, size: 60, label: 'Salty tide' },
              { part: 'puddle', x: 320, y: 220, size: 70, tint: '#5a4a3a', label: 'Mud, low oxygen' },
            ],
          },
        },
        {
          text: 'Too much salt can damage a plant. Some mangroves filter out most of the salt at their roots. Others push extra salt out through special glands in their leaves, where you can see tiny white crystals. Some store salt in older leaves, which then turn yellow and drop off.',
          picture: {
            alt: 'A mangrove leaf with small white salt crystals on it.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 130, size: 160, label: 'Salt pushed out' },
              { part: 'snowflake', x: 170, y: 110, size: 16, tint: '#ffffff' },
              { part: 'snowflake', x: 230, y: 140, size: 16, tint: '#ffffff' },
            ],
          },
        },
        {
          text: 'Roots need oxygen to stay alive, but waterlogged mud contains very little. So some mangroves grow hundreds of pencil-shaped roots that poke straight up out of the mud. At low tide these roots take in air through tiny openings, working like snorkels.',
          picture: {
            alt: 'Small roots stick up out of the mud beside a mangrove at low tide.',
            parts: [
              { part: 'ground' },
              { part: 'mangrove', x: 140, y: 130, size: 140 },
              { part: 'grass', x: 280, y: 190, size: 40, tint: '#6b5a3a', label: 'Breathing roots' },
            ],
          },
        },
        {
          text: 'Arching prop roots anchor the trees firmly against tides and tropical storms. Some mangrove seeds even begin to sprout while still attached to the parent tree. They drop into the water, float away on the tide, and take root in a new patch of mud.',
          picture: {
            alt: 'A mangrove on arching roots with a young seedling floating nearby.',
            parts: [
              { part: 'sea' },
              { part: 'mangrove', x: 150, y: 150, size: 150, label: 'Prop roots' },
              { part: 'seedling', x: 310, y: 160, size: 40, turn: 60, label: 'Floating seedling' },
            ],
          },
        },
        {
          text: 'The tangle of roots is a safe nursery. Young fish and prawns hide there from bigger hunters. Mud crabs dig burrows, and birds nest in the branches above.',
          picture: {
            alt: 'Small fish swim among mangrove roots while a bird sits in the branches.',
            parts: [
              { part: 'sea' },
              { part: 'mangrove', x: 200, y: 140, size: 180 },
              { part: 'fish', x: 120, y: 200, size: 30, tint: '#e0a040' },
              { part: 'fish', x: 280, y: 210, size: 30, tint: '#a0c0e0' },
              { part: 'bird', x: 230, y: 60, size: 36 },
            ],
          },
        },
        {
          text: 'Changing physical conditions affect the growth and survival of mangroves. If sea levels rise too quickly, or the water becomes much hotter during a drought, whole forests can die. Because mangroves protect the coast from storm damage, scientists monitor them closely and replant areas that were lost.',
          picture: {
            alt: 'A scientist plants a mangrove seedling beside a thermometer at the shore.',
            parts: [
              { part: 'sea' },
              { part: 'scientist', x: 120, y: 140, size: 70 },
              { part: 'seedling', x: 200, y: 190, size: 40 },
              { part: 'thermometer', x: 320, y: 120, size: 40, label: 'Water temperature' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How do some mangroves get oxygen to their roots?',
          correct: 'Roots poke up out of the mud and take in air at low tide',
          wrong: [
            'They drink oxygen from salt crystals',
            'Their leaves grow under the mud',
            'They do not need any oxygen',
          ],
          explanation:
            'The mud has little oxygen, so some mangroves grow roots that stick up like snorkels to take in air.',
        },
        {
          prompt: 'Why are mangrove roots called a nursery?',
          correct: 'Young fish and prawns hide there from hunters',
          wrong: [
            'Baby trees are planted there by people',
            'Birds lay eggs in the mud',
            'The roots feed on small fish',
          ],
          explanation: 'The tangled roots give young fish and prawns a safe place to grow.',
        },
        {
          prompt: 'Which is one way a mangrove copes with salt?',
          correct: 'It pushes extra salt out through its leaves',
          wrong: ['It turns salt into sugar', 'It grows only in fresh water', 'It stores salt in its flowers forever'],
          explanation: 'Some mangroves push salt out through their leaves, where you can see the crystals.',
        },
      ],
    },
  },
];
