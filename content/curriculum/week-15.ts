import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_15: CourseWeek = {
  week: 15,
  theme: 'The teaching of Jesus: the kingdom of heaven',
  summary:
    "In the Sermon on the Mount and his parables, Jesus taught what life in God's kingdom looks like: blessed humility, trusting prayer, seeking God first, love for any neighbour, and a Father who runs to welcome the lost.",
  passages: ['Matthew 5:1-7:29', 'Luke 10:25-37', 'Luke 15:1-32'],
  memoryVerse: {
    reference: 'Matthew 6:33',
    text: 'But seek ye first the kingdom of God, and his righteousness; and all these things shall be added unto you.',
  },
  keyWords: [
    {
      english: 'blessed',
      strongs: 'G3107',
      note: "Makarios: truly happy, well off in God's eyes; the first word of each Beatitude in Matthew 5.",
    },
    {
      english: 'kingdom',
      strongs: 'G932',
      note: 'Basileia: reign or rule; the kingdom of God is wherever God is King and his will is done.',
    },
    {
      english: 'neighbour',
      strongs: 'G4139',
      note: 'Plesion: the one near you; Jesus answers "who is my neighbour?" with the Good Samaritan.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Blessed are the poor in spirit',
      reading: 'Matthew 5:1-16',
      teaching:
        'Jesus sits on a mountain and teaches his disciples, as Moses once brought God\'s Law from a mountain. He begins with the Beatitudes, blessings on people the world overlooks: the poor in spirit, those who mourn, the meek, the merciful, the peacemakers, the persecuted.\n\nThe kingdom turns the world\'s values upside down. It does not belong to the proud and powerful but to those who know they need God. And such people are "the salt of the earth" and "the light of the world": their good works point others to their Father in heaven.',
      questions: [
        'Who does Jesus call "blessed" in verses 3-11?',
        'What does "poor in spirit" mean?',
        "What do salt and light do, and how are Jesus' followers like them?",
        'Whom should people praise when they see our good works (verse 16)?',
      ],
      activity: 'Choose one Beatitude and draw a picture or write a short story showing someone living it.',
      gradeNotes: {
        younger: 'Light a candle, cover it with a bowl, then uncover it, and talk about verses 14-15.',
        older: 'Rewrite each Beatitude in your own words and write what the world would say instead.',
      },
    },
    {
      day: 2,
      title: 'After this manner pray ye',
      reading: 'Matthew 6:5-15',
      teaching:
        'Jesus warns against praying to be seen by others or heaping up empty words. Prayer is talking to "your Father" who already knows what you need.\n\nThen he gives a pattern: honour God\'s name, ask for his kingdom and will, ask for daily bread, ask for forgiveness as we forgive others, and ask to be kept from evil. The Lord\'s Prayer puts God first and then brings him all our needs.',
      questions: [
        'What two wrong ways of praying does Jesus warn against?',
        'Whom does Jesus tell us to call God in prayer?',
        "What are the requests in the Lord's Prayer?",
        'Why does Jesus connect being forgiven with forgiving others (verses 14-15)?',
      ],
      activity: "Learn the Lord's Prayer (verses 9-13) and pray it each morning this week.",
    },
    {
      day: 3,
      title: 'Seek ye first the kingdom',
      reading: 'Matthew 6:25-34',
      teaching:
        'Jesus tells his listeners not to worry about food and clothes. Look at the birds: your Father feeds them. Look at the lilies: even Solomon was not dressed like one of these. If God cares for them, will he not care for you?\n\nInstead of worrying, "seek ye first the kingdom of God, and his righteousness". Jesus ends the whole sermon with two builders: the wise one hears his words and does them, building on the rock; the foolish one hears and does nothing, and his house falls (7:24-27).',
      questions: [
        'What two examples from nature does Jesus use?',
        'Why does worrying not help (verse 27)?',
        'What should we seek first?',
        'What is the difference between the wise and foolish builders (7:24-27)?',
      ],
      activity:
        'Begin learning Matthew 6:33. Build two towers, one on a stone and one on sand, and pour water around them.',
      gradeNotes: {
        younger: 'Go outside and watch birds or flowers, then thank God for caring for you.',
        older: 'Write down three things you worry about and beside each one a promise from this passage.',
      },
    },
    {
      day: 4,
      title: 'Who is my neighbour?',
      reading: 'Luke 10:25-37',
      teaching:
        'A lawyer asks Jesus how to inherit eternal life. He answers well: love God with all your heart, and your neighbour as yourself. But then, "willing to justify himself", he asks, "who is my neighbour?"\n\nJesus tells a parable, a story with a point. A man is beaten and left on the road. A priest and a Levite pass by. A Samaritan, from a people the Jews despised, stops, binds his wounds and pays for his care. Jesus turns the question around: who was a neighbour? "Go, and do thou likewise."',
      questions: [
        'What two commandments does the lawyer quote?',
        'Why do you think the priest and Levite passed by?',
        'Why was it surprising that the hero was a Samaritan?',
        "How does Jesus change the lawyer's question?",
      ],
      activity: 'Plan and do one act of kindness this week for someone outside your usual circle.',
      gradeNotes: {
        younger: 'Act out the parable with family members as the traveller, priest, Levite and Samaritan.',
        older: 'Read John 4:9 and write about the tension between Jews and Samaritans.',
      },
    },
    {
      day: 5,
      title: 'Lost and found',
      reading: 'Luke 15:11-32',
      teaching:
        'Religious leaders grumble that Jesus eats with sinners, so he tells three stories: a lost sheep, a lost coin and a lost son. The younger son demands his inheritance, wastes it, and ends up feeding pigs. He comes home hoping to be a hired servant.\n\nBut "when he was yet a great way off, his father saw him, and had compassion, and ran". The father throws a feast: "this my son was dead, and is alive again." The elder brother refuses to come in. The story ends with the father pleading with him too. God welcomes sinners who come home.',
      questions: [
        'Why did Jesus tell these three parables (verses 1-2)?',
        'What did the younger son plan to say to his father?',
        'What did the father do when he saw his son?',
        'Who in the story is like the grumbling religious leaders?',
      ],
      activity: 'Recite Matthew 6:33. Draw the three lost things of Luke 15 and write "found" beside each.',
    },
  ],
};
