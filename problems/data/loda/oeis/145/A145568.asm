; A145568: Characteristic function of numbers relatively prime to 11.
; Submitted by Cruncher Pete
; 0,1,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,0,1,1
; Formula: a(n) = (n^180)%11

pow $0,180
mod $0,11
