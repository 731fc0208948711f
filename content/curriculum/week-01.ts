import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_01: CourseWeek = {
  week: 1,
  theme: 'In the beginning: God creates',
  summary:
    'God made everything that exists, made it good, and made people in his image to know him and care for his world.',
  passages: ['Genesis 1:1-31', 'Genesis 2:1-25', 'Psalms 8:1-9'],
  memoryVerse: {
    reference: 'Genesis 1:1',
    text: 'In the beginning God created the heaven and the earth.',
  },
  keyWords: [
    {
      english: 'created',
      strongs: 'H1254',
      note: 'Bara: a verb the Hebrew Bible uses only with God as its subject; making something new.',
    },
    {
      english: 'image',
      strongs: 'H6754',
      note: 'Tselem: a likeness that represents; people show what God is like in his world.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Before anything else, God',
      reading: 'Genesis 1:1-5',
      teaching:
        "The Bible does not begin by arguing that God exists. It begins with God already there, speaking, and the world coming to be because he wills it.\n\nLight is the first thing God makes, and he calls it good. Darkness is not God's rival: he names it and gives it its place as night.",
      questions: [
        'What is the very first thing the Bible tells us about God?',
        'How does God make light: with his hands, with tools, or with a word?',
        'Why do you think God names the day and the night?',
      ],
      activity:
        'Draw a picture of "nothing" and then of "light". Talk about why the first is so hard to draw.',
      gradeNotes: {
        younger: 'Copy out verse 1 and say it from memory by the end of the week.',
        older: 'List every time the passage says "God said" and what followed each time.',
      },
    },
    {
      day: 2,
      title: 'Sky, sea and land',
      reading: 'Genesis 1:6-13',
      teaching:
        'On the second and third days God separates and gathers: waters above and below, seas and dry land. A world with order is a world where life can live.\n\nThe land brings out plants, each "after his kind". God gives the world the power to keep on growing.',
      questions: [
        'What does God separate on day two, and what does he gather on day three?',
        'What does "after his kind" tell us about the plants?',
        'Where do you see order in the world around you?',
      ],
      activity: 'Plant a seed in a cup and keep a drawing diary of it through the course.',
    },
    {
      day: 3,
      title: 'Lights and living creatures',
      reading: 'Genesis 1:14-25',
      teaching:
        'Sun, moon and stars are made to mark days, seasons and years: they serve, they do not rule. Many peoples around Israel worshipped them; Genesis calls them simply "lights".\n\nThen the seas and skies fill with life, and God blesses it: "Be fruitful, and multiply."',
      questions: [
        'What are the sun, moon and stars for, according to verse 14?',
        'What is the first blessing in the Bible, and who receives it?',
        'Why might it matter that the sun is called a "light" and not a god?',
      ],
      activity: 'Make a chart of the six days with what was made on each day.',
    },
    {
      day: 4,
      title: 'In the image of God',
      reading: 'Genesis 1:26-31',
      teaching:
        'Only people are made "in the image of God". Every person you meet carries that image, which is why every person matters.\n\nGod gives people work: to fill the earth and care for it under him. At the end God sees everything he made, and it is "very good".',
      questions: [
        'What is different about how people are made?',
        'What job does God give to people?',
        "How should knowing that everyone bears God's image change the way we treat others?",
      ],
      activity: 'Write three ways you can care for something God made this week, and do one of them.',
      gradeNotes: {
        younger: 'Talk about a pet or a garden and what caring for it well looks like.',
        older: 'Compare Genesis 1:26-28 with Psalm 8:3-8 and write what both say about people.',
      },
    },
    {
      day: 5,
      title: 'The seventh day',
      reading: 'Genesis 2:1-3',
      teaching:
        'God rests on the seventh day, not because he is tired but because his work is finished and good. He blesses the day and makes it holy.\n\nRest is part of the pattern God built into the week: work matters, and so does stopping to enjoy God and what he has made.',
      questions: [
        'Why does God rest on the seventh day?',
        'What does it mean that God "sanctified" (set apart) the day?',
        'How could your family keep a day of rest and thanks?',
      ],
      activity: 'Recite Genesis 1:1 and make a thank-you list of ten things God made.',
    },
  ],
};
