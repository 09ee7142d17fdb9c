"""The Intrigue rules page, in our own words (not rulebook text; RULINGS)."""

TEXT = """\
# Intrigue — how to play

## The idea
Everyone holds two secret cards. Each card stands for a role, and each role lets you do something special. The twist: you may say you hold any role, true or not. If someone doubts you, they can call your bluff. Whoever is wrong loses a card. Once both of your cards are gone you are out of the game; whoever still keeps a hidden card at the end wins.

## The cards
For 2 to 8 players. Fifteen cards: three each of King, Queen, Jack, 10 and Ace (twenty cards, four of each, with 7 or 8 players).
- King: collect tax, 3 coins. Also stops foreign aid.
- Queen: no action of her own, but stops a Dagger aimed at you.
- Jack: the Dagger. Pay 3 coins, and the player you point at loses a card.
- 10: steal up to 2 coins from another player who has any. Also stops stealing.
- Ace: exchange. Draw 2 from the court, keep as many cards as you had face down (the ones you like best), put the rest back and shuffle the court. Also stops stealing.

## Getting started
Each player gets two cards face down and 2 coins (with two players, the one who starts has only 1). The rest of the cards are the court, the pile in the middle. The bank never runs out of coins.

## On your turn
Do exactly one thing; passing is not allowed.
- Income: take 1 coin. Nobody can stop it.
- Foreign aid: take 2 coins. Anyone claiming the King can stop it.
- Coup: pay 7 coins; the player you choose loses a card. Nothing stops a coup. With 10 or more coins at the start of your turn, a coup is the only thing you may do.
- Or use a role (King, Jack, 10 or Ace) by claiming it.

In this app: click Income, Foreign aid, Tax or Exchange in the bar at the bottom. For Coup, Dagger and Steal, drag the chip from the tray on the left onto the player you mean (or click the chip and pick the player). The seats you may drop on light up.

## Calling a bluff
Every claim of a role can be doubted, whether it is made to act or to block: the other players are asked one by one, starting on the claimant's left, if they challenge. The first to say yes is the challenger.
- If the claimed player shows the card, the challenger loses a card. The shown card goes back into the court, the court is shuffled, and the player draws a fresh card.
- If the claimed player does not show it (they may refuse even when they hold it), they give up a card, and the action or block they claimed does not happen. A failed Dagger gives its 3 coins back.

In this app: when you are challenged, press Show (or drag the claimed card onto the court) or press Decline. When a claim is made, you are asked in turn whether you challenge; the table waits for you as long as you like.

## Stopping an action
Anybody may claim the King to stop foreign aid. The target of a Dagger may claim the Queen to stop it (the 3 coins are spent all the same). The target of a steal may stop it with a claimed 10 or Ace. A block is a claim too, so it can be challenged. A block that stands means the action simply does not happen.

## Losing a card
You pick which of your hidden cards to reveal. It remains open on the table for all to see and no longer counts. With no secret card left you are out, and your coins go back to the bank. You can even lose two cards in a single turn: challenge a Dagger wrongly, then take its hit.

In this app: click the card you give up, or drag it onto your face-up row.

## Exchanging in this app
After an exchange, your cards and the two you drew are laid out: your hand on your row, the new ones next to the court. Drag (or click) cards between the two rows until your row holds as many cards as you had secret cards, then press Keep.

## Undo in this app
Undo (the button at the right of the bottom bar, or Ctrl+Z) takes back your last move until another player has moved, and only when nothing was revealed, drawn or shuffled since. In practice that is the moment between your move and the first computer player's reply (set "Time between AI moves" longer for more time): a misclicked claim, target or pass can be put right, but a bluff cannot be taken back once you have seen who challenges it. The game is rebuilt from its record, so the same cards are dealt again.

## The game log and the memory aid in this app
At a real table nobody writes down who claimed what: once a turn is over, earlier claims and the cards shown after a challenge (and put back into the court) live only in the players' memories. This table plays it the same way. The game log keeps the turns since your own last one (one turn for each player still in, and at least two), so you can follow what went round the table since you last played; the lines before them are replaced by a short note. Coins and face-up cards stay on the table all game, as they would in real life.

The memory aid (the Aid button at the top right, or Settings) is the written notes you would be allowed to keep: with it on, the log goes back to the first move, and every seat panel, yours included, lists the roles that player has claimed this game ("said K K 10", the oldest first) and the cards they have shown ("shown K"). When a panel runs out of room, the oldest claims are counted instead of listed ("said +3 … J Q"). The computer players remember everything either way, so turning the aid on only evens things out.

Once a game is over, and in replays, the whole log is always shown.

## Winning
Whoever is last to keep a hidden card wins. In a match (an option at setup), the winner of each game starts the next one, and the first to win 3 games wins the match.

## Points the printed rules leave open, as this table plays them
- Foreign aid: players are asked in turn, from the active player's left, whether they block with the King. Once one block has been claimed, nobody else is asked, even if that block is then caught as a bluff (the aid is then taken).
- When a shown card is challenged, the challenger loses a card first; then the shown card goes into the court and its owner draws a new one.
- If the player you steal from was knocked out earlier in the same turn, their coins are already back in the bank, so the steal takes nothing.
- If the player whose turn it is is knocked out during that turn, play goes on with the next player still in the game.
- In a match, every game starts fresh: new deal, 2 coins each (with two players the start player takes 1).

## A few hints
- Keep your story straight: if you took tax twice, a King block later sounds believable.
- Count the face-up cards. There are only three of each role (four with 7 or 8 players); when all but one Queen are already face up, a Queen claim means holding the very last one, which is suspicious.
- A wrong challenge costs a card. With one card left, it costs the game.
- Watch the coins: 7 coins means a coup may come next turn, 3 coins means a Dagger is possible.
- Telling the truth is allowed, and often it is the best bluff.
"""
